-- A file run by :load, as an input: its results print.
fromFile = "set by the file"
Loaded = UIView:subclass("Loaded")
function Loaded:didMoveToSuperview() print("Loaded moved to a superview") end
root.view:addSubview(Loaded())
return "the file's result"
