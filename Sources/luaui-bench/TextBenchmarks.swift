import Foundation
@_spi(Bridging) import ViewCore

/// Issue 16's label sizing: 10,000 short strings (a word to a short
/// sentence, ASCII with a few accented letters), each set as a one-line
/// label's text and its intrinsic content size read. Floor: summing the
/// strings' advance widths from the same table.
func textBenchmarks(_ schedule: Schedule) -> [Row] {
    Session.start()
    let words = ["Settings", "Général", "Wi-Fi", "Bluetooth", "Notifications", "Privacy & Security", "Café",
                 "Done", "Cancel", "Sign in with your account", "Übersicht", "Battery 87%"]
    let texts = (0..<10_000).map { index in
        (0..<(1 + index % 3)).map { words[(index * 7 + $0 * 5) % words.count] }.joined(separator: " ")
    }
    let label = UILabel()
    let font = label.font!
    var sizing = Samples(), floor = Samples()
    for run in 0..<(schedule.warmup + schedule.repetitions) {
        var total: CGFloat = 0
        let sizingTime = elapsed {
            for text in texts {
                label.text = text
                total += label.intrinsicContentSize.width
            }
        }
        var sum: CGFloat = 0
        let floorTime = elapsed { for text in texts { sum += font.sumOfAdvances(text) } }
        guard total >= sum else { fail("text: the labels measured \(total), less than the advances' \(sum)") }
        if run >= schedule.warmup {
            sizing.add(sizingTime)
            floor.add(floorTime)
        }
    }
    let count = Double(texts.count)
    return [
        Row(name: "text: one-line label sizing (floor: summing advance widths)", value: sizing.fastest / count,
            unit: "ns/label", floor: floor.fastest / count, target: .ratioAtMost(3)),
    ]
}
