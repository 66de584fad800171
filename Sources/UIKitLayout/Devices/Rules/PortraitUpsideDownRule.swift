/// An iPad's portraitUpsideDown orientation: the portrait facts, because iPad insets are
/// symmetric under rotation by 180 degrees (Scripts/catalog/README.md; the reference measures
/// portrait only). The copied insets, status bar and home indicator say so and are at most
/// `medium`. iPhones do not support the orientation (UIKit's default), Apple TV has one.
enum PortraitUpsideDownRule {
    static let note = "derived: iPad insets are symmetric under rotation by 180 degrees"

    static func applies(to idiom: UserInterfaceIdiom) -> Bool { idiom == .pad }

    static func facts(from portrait: OrientationFacts) -> OrientationFacts {
        var upsideDown = portrait
        upsideDown.safeAreaInsets = copied(portrait.safeAreaInsets)
        upsideDown.statusBarHeight = copied(portrait.statusBarHeight)
        upsideDown.homeIndicatorAreaHeight = copied(portrait.homeIndicatorAreaHeight)
        return upsideDown
    }

    private static func copied<T>(_ value: Sourced<T>) -> Sourced<T> {
        Sourced(value.value, confidence: ConfidenceLabel.lower(value.confidence, "medium"), note: note)
    }
}
