/// Pixels several at a step, as words (`RGBA.word`) in SIMD lanes. Only bitwise and wrapping
/// arithmetic are used: the compiler makes single vector instructions of those, whereas the
/// standard library's lane comparisons (`.==`) and `replacing(with:where:)` go lane by lane
/// through memory (several times slower than a pixel at a time).
extension SIMD4 where Scalar == UInt32 {
    /// 1 in each lane that is not zero, 0 in the others.
    @inline(__always)
    var nonzeroLanes: Self { (self | (Self() &- self)) &>> 31 }

    /// Every lane zero.
    @inline(__always)
    var isZero: Bool {
        let halves = unsafeBitCast(self, to: SIMD2<UInt64>.self)
        return halves[0] | halves[1] == 0
    }

    /// Each lane from `self` where `mask`'s lane is all ones, from `other` where it is zero.
    @inline(__always)
    func selecting(_ mask: Self, else other: Self) -> Self { (self & mask) | (other & ~mask) }
}
