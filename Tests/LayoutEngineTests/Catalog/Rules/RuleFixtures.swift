@testable import UIKitLayout

/// Devices and orientations for the rules' tests, built from the facts a rule reads.
enum RuleFixture {
    static func device(
        _ idiom: UserInterfaceIdiom, homeButton: Bool = false, housing: SensorHousing.Kind = .none,
        sizeConfidence: String = "high", navigationBarOrigin: NavigationBarOriginMeasurement? = nil, os: String = "18"
    ) -> DeviceRuleContext {
        DeviceRuleContext(idiom: idiom, hasHomeButton: homeButton, sensorHousing: housing, screenSizeConfidence: sizeConfidence,
                          navigationBarOrigin: navigationBarOrigin, os: OSVersion(os)!)
    }

    static func facts(
        width: Double = 390, height: Double = 844, insets: EdgeInsets = EdgeInsets(), insetsConfidence: String = "high",
        horizontal: UserInterfaceSizeClass = .compact, vertical: UserInterfaceSizeClass = .regular, sizeClassConfidence: String = "high"
    ) -> OrientationFacts {
        OrientationFacts(
            screenSize: Size(width: width, height: height),
            safeAreaInsets: Sourced(insets, confidence: insetsConfidence),
            statusBarHeight: Sourced(insets.top, confidence: "high", note: "status bar"),
            homeIndicatorAreaHeight: Sourced(insets.bottom, confidence: "high"),
            horizontalSizeClass: horizontal, verticalSizeClass: vertical, sizeClassConfidence: sizeClassConfidence
        )
    }

    /// An iPhone in landscape: the screen turned, compact height.
    static func landscape(
        width: Double = 844, height: Double = 390, insets: EdgeInsets = EdgeInsets(), insetsConfidence: String = "high",
        horizontal: UserInterfaceSizeClass = .compact, sizeClassConfidence: String = "high"
    ) -> OrientationFacts {
        facts(width: width, height: height, insets: insets, insetsConfidence: insetsConfidence,
              horizontal: horizontal, vertical: .compact, sizeClassConfidence: sizeClassConfidence)
    }
}
