import LayoutEngine

extension InterfaceBuilderDocument {
    /// The frames Xcode stored for a scene's views (their document ids → the frame in the
    /// superview's coordinates), leaving out the views Interface Builder flags as misplaced or
    /// ambiguous and controllers' root views (§3.3, §8.6; a xib's top-level view is kept). On the document's design device a layout
    /// should land on these, within the text's measure: the importer's built-in regression check.
    public func storedFrames(of scene: InterfaceBuilderScene) -> [String: Rect] {
        var frames: [String: Rect] = [:]
        for (id, element) in index.elements where ViewElements.isView(element.name) && index.isDescendant(id, of: scene.controllerID) {
            guard element[attribute: "misplaced"] != "YES", element[attribute: "ambiguous"] != "YES",
                  element[attribute: "key"] != "view", let frame = Geometry.frame(of: element) else { continue }
            frames[id] = frame
        }
        return frames
    }
}
