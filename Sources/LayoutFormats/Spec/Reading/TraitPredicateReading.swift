import UIKitLayout

/// The spec's `when` (LAYOUT-SPEC.md): the traits a constraint is installed under.
extension JSONNode {
    func traitPredicate() throws(SpecError) -> TraitPredicate {
        let object = try object()
        try object.allowOnly(["horizontalSizeClass", "verticalSizeClass", "userInterfaceIdiom", "layoutDirection",
                              "preferredContentSizeCategory", "minimumContentSizeCategory"])
        if object.has("preferredContentSizeCategory"), object.has("minimumContentSizeCategory") {
            throw try object.required("minimumContentSizeCategory")
                .error("give preferredContentSizeCategory (exactly that category) or minimumContentSizeCategory (that one or larger), not both")
        }
        var when = TraitPredicate()
        // The trait enums are not CaseIterable; their spec names are their raw values.
        let sizeClasses = ["compact", "regular"]
        if let h = object.optional("horizontalSizeClass") {
            when.horizontalSizeClass = UserInterfaceSizeClass(rawValue: try h.oneOf(sizeClasses, what: "size class"))
        }
        if let v = object.optional("verticalSizeClass") {
            when.verticalSizeClass = UserInterfaceSizeClass(rawValue: try v.oneOf(sizeClasses, what: "size class"))
        }
        if let i = object.optional("userInterfaceIdiom") {
            when.userInterfaceIdiom = UserInterfaceIdiom(rawValue: try i.oneOf(["phone", "pad", "tv"], what: "user interface idiom"))
        }
        if let d = object.optional("layoutDirection") {
            when.layoutDirection = UserInterfaceLayoutDirection(rawValue: try d.oneOf(UserInterfaceLayoutDirection.allCases.map(\.rawValue), what: "layout direction"))
        }
        when.preferredContentSizeCategory = try object.optional("preferredContentSizeCategory")?.contentSizeCategory()
        when.minimumContentSizeCategory = try object.optional("minimumContentSizeCategory")?.contentSizeCategory()
        return when
    }
}
