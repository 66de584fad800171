/// `UITextField.BorderStyle`. The border decides how far the text sits from the field's edges
/// (`ControlTextMetrics.textFieldPadding`), so it changes the field's intrinsic size.
public enum TextFieldBorderStyle: String, Sendable, Hashable, CaseIterable {
    case none, line, bezel, roundedRect
}
