print("luaui")
