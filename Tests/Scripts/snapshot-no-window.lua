-- luaui run --snapshot PNG with no key window: an error naming the option, exit 1.
print("the script makes no window")
