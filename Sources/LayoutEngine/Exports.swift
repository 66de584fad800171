// The product `LayoutEngine` as a package depending on it imports it: the model and UIKit's
// layout rules (`UIKitLayout`) with the files the model is read from and written to
// (`LayoutFormats`: the JSON spec, the geometry files, the device listing). One import, as before
// the two were separate modules (decision 0034).
@_exported import UIKitLayout
@_exported import LayoutFormats
