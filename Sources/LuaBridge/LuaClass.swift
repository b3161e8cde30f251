import ViewCore

/// A class as scripts see it: a native class, or a Lua class made with
/// `Class:subclass(name)`.
///
/// Its class table (`UIView`, `CardView`) is an empty proxy, so that every
/// definition (`function CardView:layoutSubviews() … end`) reaches `__newindex`;
/// definitions go to `backing`. `members` flattens the class's own definitions
/// over its superclass's members and is the class table's `__index`; with the
/// getters over it, it is what instances' lookup caches fall back on. A definition
/// rebuilds the members of the class and its subclasses and the hooks they
/// override, and drops the name from instances' lookup caches, so that it takes
/// effect at once on existing instances (LuaRuntime+Classes.swift).
final class LuaClass {
    let name: String
    let superclass: LuaClass?
    /// The class itself if native, else the nearest native ancestor.
    let native: NativeClass
    /// For a Lua class, its registry entry and hook state; nil for a native class.
    var scripted: ScriptedClass?
    var isScripted: Bool { scripted != nil }
    /// Its entry in the class registry.
    var registered: RegisteredClass { scripted ?? native.registered }
    /// Weak: a class holds its superclass, not the reverse; the runtime holds them all.
    var subclasses: [WeakClass] = []

    /// The class table, made with the class: the global (`UIView`) or what
    /// `subclass` returns.
    var tableRef: Int32 = 0

    /// The registry references of the class's other tables. A native class
    /// makes them when first used (`fillTables`), so that a process pays only
    /// for the classes its script reaches; a Lua class makes them at once.
    struct Tables {
        var backing: Int32 = 0
        var members: Int32 = 0
        /// What instances look up: the members, with the getters (as markers)
        /// over them, so that a property wins over a method of the same name
        /// (`v.intrinsicContentSize` is the value even when a class overrides it).
        var instanceMembers: Int32 = 0
        /// The getters of the class and its ancestors, as markers (`luaui_newgetter`).
        var getters: Int32 = 0
        /// The instances' metatable but for `__index`, which is each instance's
        /// own lookup cache (`LuaRuntime.attachMetatable`).
        var metatable: Int32 = 0
        /// The metatable of the instances' lookup caches: their misses go to
        /// `instanceMembers`.
        var cacheMetatable: Int32 = 0
        /// For a native class with class properties: its members but those
        /// names, which the class table looks up first; the class properties
        /// are its misses (`luaui_class_index`). 0 for other classes, whose
        /// class tables look the members up.
        var classMembers: Int32 = 0
    }

    private var storedTables = Tables()
    /// Makes the tables; set until they are made.
    var makeTables: ((LuaClass) -> Void)?

    /// The tables, made first if they are not yet.
    var tables: Tables {
        get {
            if let make = makeTables {
                makeTables = nil
                make(self)
            }
            return storedTables
        }
        set { storedTables = newValue }
    }

    var backingRef: Int32 { tables.backing }
    var membersRef: Int32 { tables.members }
    var instanceMembersRef: Int32 { tables.instanceMembers }
    var gettersRef: Int32 { tables.getters }
    var metatableRef: Int32 { tables.metatable }
    var cacheMetatableRef: Int32 { tables.cacheMetatable }

    init(name: String, superclass: LuaClass?, native: NativeClass) {
        self.name = name
        self.superclass = superclass
        self.native = native
    }
}

struct WeakClass {
    weak var luaClass: LuaClass?
}
