/// The constraint solver (Cassowary, as Auto Layout uses) lands here with the
/// Auto Layout issue; the target exists now so that ViewCore's dependency on it
/// is in place.
public enum Cassowary {}
