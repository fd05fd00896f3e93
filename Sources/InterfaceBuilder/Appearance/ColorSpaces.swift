#if canImport(Glibc)
import Glibc
#endif
import LayoutEngine

/// The colour spaces Interface Builder files and colour sets write, converted to sRGB,
/// which pictures are drawn in. Out-of-gamut colours (a saturated P3 red) are clamped.
enum ColorSpaces {
    /// sRGB's transfer function, encoded value to linear light.
    static func sRGBToLinear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    /// Linear light to sRGB's encoded value.
    static func linearToSRGB(_ v: Double) -> Double {
        let c = min(1, max(0, v))
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }

    /// Display P3 (sRGB's transfer function, P3 primaries, D65) to sRGB.
    static func displayP3(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        let (lr, lg, lb) = (sRGBToLinear(r), sRGBToLinear(g), sRGBToLinear(b))
        // The P3-D65 to sRGB matrix (both D65, so no adaptation).
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return Color(red: linearToSRGB(sr), green: linearToSRGB(sg), blue: linearToSRGB(sb), alpha: alpha)
    }

    /// Generic Gray Gamma 2.2 (`calibratedWhite`, `genericGamma22GrayColorSpace`): a grey of
    /// gamma 2.2, to sRGB's curve.
    static func gray22(_ white: Double, alpha: Double) -> Color {
        let v = linearToSRGB(pow(min(1, max(0, white)), 2.2))
        return Color(red: v, green: v, blue: v, alpha: alpha)
    }

    /// Generic RGB (`calibratedRGB`), approximated by its gamma of 1.8 on sRGB's primaries:
    /// its primaries are close to sRGB's, and the gamma is what a reader sees differ.
    static func genericRGB(_ r: Double, _ g: Double, _ b: Double, alpha: Double) -> Color {
        func f(_ v: Double) -> Double { linearToSRGB(pow(min(1, max(0, v)), 1.8)) }
        return Color(red: f(r), green: f(g), blue: f(b), alpha: alpha)
    }
}
