import Testing
@testable import Cassowary

/// The column index and the choice of subjects keep each change to the rows it
/// concerns: these count the rows substitutions rewrite.
@Suite struct LocalityTests {
    /// A view's four variables and five constraints, as a frame would have.
    private func addView(_ solver: Solver, _ i: Int) throws -> [Variable] {
        let left = Variable("left\(i)"), top = Variable("top\(i)")
        let width = Variable("width\(i)"), height = Variable("height\(i)")
        try solver.addConstraints([
            left == Double(i % 100), top >= 0, (width == 100) | .strong, (height == 50) | .weak, left + width <= 400,
        ])
        return [left, top, width, height]
    }

    @Test func anIndependentGroupRewritesOnlyItsOwnRows() throws {
        let small = Solver(), large = Solver()
        for i in 0..<10 { _ = try addView(small, i) }
        for i in 0..<1000 { _ = try addView(large, i) }
        let smallBefore = small.rewrittenRows, largeBefore = large.rewrittenRows
        let smallView = try addView(small, 10_000)
        let largeView = try addView(large, 10_000)
        #expect(large.rewrittenRows - largeBefore == small.rewrittenRows - smallBefore)
        #expect(large.rewrittenRows - largeBefore < 10)
        // Editing one view's width moves only that view.
        try large.addEditVariable(largeView[2], strength: Strength(strong: 2))
        let beforeEdit = large.rewrittenRows
        try large.suggestValue(largeView[2], 500)
        #expect(large.rewrittenRows - beforeEdit < 10)
        large.updateVariables()
        small.updateVariables()
        #expect(largeView[2].value == 400)
        #expect(smallView[2].value == 100)
    }

    @Test func theSubjectIsTheVariableFewestRowsMention() throws {
        let solver = Solver()
        let shared = Variable("shared"), fresh = Variable("fresh")
        let others = (0..<50).map { Variable("o\($0)") }
        for o in others { try solver.addConstraint(o == shared + 1) }
        let before = solver.rewrittenRows
        // Solving for `shared` would rewrite the fifty rows that mention it; `fresh`
        // is in none.
        try solver.addConstraint(shared + fresh == 10)
        #expect(solver.rewrittenRows == before)
        try solver.addConstraint(shared == 3)
        solver.updateVariables()
        #expect(fresh.value == 7)
        #expect(others[49].value == 4)
        #expect(solver.checkInvariants() == [])
    }

    /// A container's width that every cell's row mentions: its lists grow past the
    /// length at which they are indexed and shrink below it again, in any order.
    @Test func rowsLeaveALongColumnInAnyOrder() throws {
        let solver = Solver()
        let container = Variable("container")
        try solver.addConstraint(container == 1000)
        var constraints: [Constraint] = []
        var cells: [Variable] = []
        for i in 0..<60 {
            let width = Variable("w\(i)"), left = Variable("l\(i)")
            let group = [
                width == container * 0.1,
                (left >= container * 0.01 * Double(i % 7)) | .required,
                (left == Double(i)) | .weak,
            ]
            try solver.addConstraints(group)
            constraints += group
            cells.append(width)
        }
        #expect(solver.checkInvariants() == [])
        let order = constraints.indices.filter { $0 % 3 == 1 } + constraints.indices.filter { $0 % 3 != 1 }.reversed()
        for (step, index) in order.enumerated() {
            try solver.removeConstraint(constraints[index])
            if step % 5 == 0 { #expect(solver.checkInvariants() == []) }
            if step == 59 {
                solver.updateVariables()
                #expect(cells.allSatisfy { $0.value == 100 })
            }
        }
        #expect(solver.checkInvariants() == [])
    }
}

/// Groups never share rows: changing one leaves every row of another as it was.
@Suite struct GroupLocalityTests {
    @Test func addingToOneGroupRewritesNoRowOfAnother() throws {
        let solver = Solver()
        let a = (0..<20).map { Variable("a\($0)") }, b = (0..<20).map { Variable("b\($0)") }
        try solver.addConstraint(a[0] == 0)
        try solver.addConstraint(b[0] == 0)
        for i in 1..<20 {
            try solver.addConstraints([a[i] >= a[i - 1] + 10, (a[i] == 0) | .weak])
            try solver.addConstraints([b[i] >= b[i - 1] + 5, (b[i] == 0) | .weak])
        }
        let before = solver.rowsOfGroup(of: b[0])
        #expect(!before.isEmpty)
        // Adds, an edit, suggestions and removals in group a.
        let extra = a[19] <= 250, pull = (a[5] == 300) | .strong
        try solver.addConstraint(pull)
        try solver.addConstraint(extra)
        try solver.addEditVariable(a[3], strength: .medium)
        try solver.suggestValue(a[3], 77)
        try solver.removeConstraint(extra)
        try solver.removeConstraint(pull)
        #expect(solver.rowsOfGroup(of: b[0]) == before)
        #expect(!solver.areLinked(a[0], b[0]))
        #expect(solver.checkInvariants() == [])
    }
}
