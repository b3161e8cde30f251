-- The REPL drives the live app (-i, lines from standard input): after each line
-- the run loop runs until idle and what nothing holds is freed, as after the
-- main chunk, so a view added on one line is laid out before the next is read.
-- An error in the app is reported as the REPL reports errors, and it goes on.
Card = UIView:subclass("Card")
function Card:layoutSubviews() print("layoutSubviews", self.frame) end
function Card:dealloc() print("dealloc", self.tag) end
window = UIWindow(CGRect(0, 0, 100, 100))
window:makeKeyAndVisible()
print("launched")
