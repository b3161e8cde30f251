/// Counts the changes to what compositing reads, so that a snapshot of a
/// tree in which nothing changed gives back the last pixels without walking
/// the tree (Compositor.render).
///
/// Invariant: every change to a value that `Compositor.commands(for:)`
/// reads, or that such a value is derived from, bumps the count before the
/// next snapshot: a view's or layer's geometry, appearance and place in its
/// tree, a mark for display and every pass into a backing store, an image
/// view's image, and the tints and interface styles that colours resolve
/// against. Time alone moves what an animating layer shows, and no setter
/// sees that: a listing that meets an animation is never reused.
/// `CompositorChangesTests` changes each value in turn and checks the count.
enum VisibleChanges {
    @exclusivity(unchecked) nonisolated(unsafe) static var count = 0

    @inline(__always)
    static func note() { count &+= 1 }
}
