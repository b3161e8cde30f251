import Foundation
#if os(Linux)
// glibc's <malloc.h> (mallinfo2, malloc_usable_size) reaches Swift through
// swift-corelibs-foundation's CoreFoundation module; the Glibc module leaves it out.
import CoreFoundation
#endif
import ViewCore

/// Benchmark c: heap bytes per plain `UIView(frame:)`, from glibc's allocator
/// statistics before and after making 100,000 of them (kept in an array, whose own
/// 8 bytes per element are subtracted). The floor is what malloc gave one view's
/// object (`malloc_usable_size`).
func memoryBenchmarks(_ schedule: Schedule) -> [Row] {
    #if os(Linux)
    let count = 100_000
    func heapInUse() -> Int {
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)  // arena chunks in use + mmapped blocks
    }
    var perView: [Double] = []
    var usable = 0
    for _ in 0..<max(schedule.repetitions / 5, 3) {
        let before = heapInUse()
        let views = (0..<count).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        let after = heapInUse()
        perView.append(Double(after - before - 8 * count) / Double(count))
        usable = malloc_usable_size(Unmanaged.passUnretained(views[0]).toOpaque())
        blackHole(views)
    }
    perView.sort()
    return [Row(name: "memory per UIView, 100k views (floor: malloc_usable_size)",
                value: perView[perView.count / 2], unit: "bytes", floor: Double(usable), target: .valueBelow(1024))]
    #else
    return []
    #endif
}
