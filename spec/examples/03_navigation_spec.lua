-- scripts/examples/03-navigation.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 03-navigation', function()
  it('prints what 03-navigation.expected holds', function()
    assertPrintsExpected('03-navigation')
  end)
end)
