/// Every rule of this folder applied to a device's facts: the orientation set (an iPad's
/// upside-down copy), the derived bars and margins, and the iOS 26 confidence cap.
enum DeviceRules {
    static func metrics(
        _ device: DeviceRuleContext, facts: [InterfaceOrientation: OrientationFacts]
    ) -> [InterfaceOrientation: DeviceMetrics] {
        var all = facts
        if PortraitUpsideDownRule.applies(to: device.idiom), all[.portraitUpsideDown] == nil, let portrait = all[.portrait] {
            all[.portraitUpsideDown] = PortraitUpsideDownRule.facts(from: portrait)
        }
        var result: [InterfaceOrientation: DeviceMetrics] = [:]
        for (orientation, orientationFacts) in all {
            result[orientation] = metrics(device, orientation, orientationFacts)
        }
        return result
    }

    static func metrics(_ device: DeviceRuleContext, _ orientation: InterfaceOrientation, _ facts: OrientationFacts) -> DeviceMetrics {
        let given = facts.given
        let navigationBarHeight = given.navigationBarHeight ?? NavigationBarRule.height(device, orientation, facts)
        var metrics = DeviceMetrics(
            facts: facts,
            navigationBarHeight: navigationBarHeight,
            largeTitleNavigationBarHeight: given.largeTitleNavigationBarHeight
                ?? NavigationBarRule.largeTitleHeight(device, orientation, height: navigationBarHeight),
            navigationBarOriginOffset: given.navigationBarOriginOffset ?? NavigationBarOriginRule.offset(device, orientation, facts),
            tabBarHeight: given.tabBarHeight ?? TabBarRule.height(device, orientation, facts),
            toolbarHeight: given.toolbarHeight ?? ToolbarRule.height(device, orientation, facts),
            minimumLayoutMargins: given.minimumLayoutMargins ?? MinimumLayoutMarginsRule.margins(device, orientation, facts),
            keyboardHeight: given.keyboardHeight ?? KeyboardRule.height(device, orientation, facts)
        )
        if OS26ConfidenceCap.applies(os: device.os, idiom: device.idiom) {
            metrics.statusBarHeight = OS26ConfidenceCap.capped(metrics.statusBarHeight)
            // iOS 26's own bar values keep their labels; the rest are iOS 18's, capped.
            if given.navigationBarHeight != nil || NavigationBarRule.liquidGlassHeight(device, orientation) == nil {
                metrics.navigationBarHeight = OS26ConfidenceCap.capped(metrics.navigationBarHeight)
                metrics.largeTitleNavigationBarHeight = OS26ConfidenceCap.capped(metrics.largeTitleNavigationBarHeight)
            }
            if given.navigationBarOriginOffset != nil || orientation.isLandscape || NavigationBarOriginRule.liquidGlassOffset(device) == nil {
                metrics.navigationBarOriginOffset = OS26ConfidenceCap.capped(metrics.navigationBarOriginOffset)
            }
            metrics.tabBarHeight = OS26ConfidenceCap.capped(metrics.tabBarHeight)
            metrics.toolbarHeight = OS26ConfidenceCap.capped(metrics.toolbarHeight)
            metrics.minimumLayoutMargins = OS26ConfidenceCap.capped(metrics.minimumLayoutMargins)
            metrics.keyboardHeight = OS26ConfidenceCap.capped(metrics.keyboardHeight)
        }
        return metrics
    }
}
