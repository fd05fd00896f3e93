/// Sizes rounded up to the device's pixels, as UIKit rounds a label's intrinsic size.
enum PixelGrid {
    /// `ceil(value × scale) / scale`, with a billionth of a pixel taken off first: a size
    /// that lands exactly on the grid in exact arithmetic can come out of a sum of doubles a
    /// hair above it (advances of 0.1 and 0.2 pt sum to 0.30000000000000004 pt), and a bare
    /// ceil would add a whole pixel for that hair (0.4 pt at scale 10, not 0.3). A scale
    /// that is not a positive number rounds to whole points.
    static func roundUp(_ value: Double, scale: Double) -> Double {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        guard value > 0 else { return 0 }
        return (value * scale - 1e-9).rounded(.up) / scale
    }
}
