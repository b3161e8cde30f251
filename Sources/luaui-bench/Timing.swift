#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Nanoseconds on the monotonic clock.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
}

/// How often each benchmark runs: `warmup` untimed runs, then `repetitions`
/// timed ones. Each group interleaves its timings with its floors' in the same
/// runs, so that both see the same state of the machine.
struct Schedule {
    var warmup = 5
    var repetitions = 31
}

/// The samples of one measured quantity, in nanoseconds.
struct Samples {
    private(set) var values: [Double] = []

    mutating func add(_ nanoseconds: UInt64) { values.append(Double(nanoseconds)) }

    var median: Double { Samples.median(of: values) }

    /// The fastest run. What else runs on the machine, and the state its branch
    /// predictors are left in, only ever add time: the fastest run is the
    /// steadiest estimate of the work's own cost: the ratio of two tiny calls'
    /// medians moves far more from one process to the next than the ratio of
    /// their fastest runs.
    var fastest: Double { values.min() ?? .nan }

    /// The median of the ratios of each sample to the floor's sample of the same run.
    func medianRatio(to floor: Samples) -> Double {
        precondition(values.count == floor.values.count, "samples of different runs")
        return Samples.median(of: zip(values, floor.values).map { $0 / $1 })
    }

    private static func median(of values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

/// Times `body` alone.
@inline(__always)
func elapsed(_ body: () -> Void) -> UInt64 {
    let start = monotonicNanoseconds()
    body()
    return monotonicNanoseconds() - start
}

/// Keeps a value alive in the optimizer's eyes, so that the work producing it stays.
@inline(never)
func blackHole<T>(_ value: T) {}
