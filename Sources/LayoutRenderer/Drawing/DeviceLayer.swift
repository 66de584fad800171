import LayoutEngine
import RasterImage

extension DiagramPainter {
    /// The device itself, over everything: the dark frame beyond the display's rounded corners,
    /// the notch or Dynamic Island on the sensor side, and the home indicator. A window that is
    /// not the whole screen is drawn without them: the picture is the window's, and the caption
    /// says where it is on the screen.
    mutating func drawDevice() {
        let e = layout.environment
        guard e.window == nil else { return }
        let w = e.screenSize.width, h = e.screenSize.height
        if e.displayCornerRadius > 0 {
            canvas.fillOutsideRoundedRect(x: 0, y: 0, width: w * scale, height: h * scale, radius: e.displayCornerRadius * scale, color: Palette.deviceFrame)
        }
        drawSensorHousing(e)
        if e.homeIndicatorAreaHeight > 0, e.traits.userInterfaceIdiom != .tv {
            let size = DeviceShapeStyle.homeIndicatorSize
            let x = (w - size.width) / 2, y = h - DeviceShapeStyle.homeIndicatorBottomGap - size.height
            canvas.fillRoundedRect(x: x * scale, y: y * scale, width: size.width * scale, height: size.height * scale,
                                   radius: size.height * scale / 2, color: Palette.deviceFrame)
        }
    }

    /// The housing sits at the top of the device: the top edge in portrait, the right edge in
    /// landscapeLeft (home indicator on the left), the left edge in landscapeRight.
    private mutating func drawSensorHousing(_ e: ComputedEnvironment) {
        let housing = e.sensorHousing
        guard housing.kind != .none else { return }
        let size = housing.size.map { ($0.width, $0.height) } ?? DeviceShapeStyle.notchSize
        let originY = housing.kind == .notch ? 0 : (housing.originY ?? 11)
        let radius = housing.kind == .dynamicIsland ? size.1 / 2 : min(size.1 / 2, 20)
        let w = e.screenSize.width, h = e.screenSize.height
        // In portrait coordinates: a rect centred horizontally, `originY` from the top. A notch
        // is drawn from above the edge so only its lower corners show rounded.
        let extra = housing.kind == .notch ? radius : 0
        var rect: Rect
        switch e.orientation {
        case .portrait: rect = Rect(x: (w - size.0) / 2, y: originY - extra, width: size.0, height: size.1 + extra)
        case .portraitUpsideDown: rect = Rect(x: (w - size.0) / 2, y: h - originY - size.1, width: size.0, height: size.1 + extra)
        case .landscapeLeft: rect = Rect(x: w - originY - size.1, y: (h - size.0) / 2, width: size.1 + extra, height: size.0)
        case .landscapeRight: rect = Rect(x: originY - extra, y: (h - size.0) / 2, width: size.1 + extra, height: size.0)
        }
        canvas.fillRoundedRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale,
                               radius: radius * scale, color: Palette.deviceFrame)
    }
}
