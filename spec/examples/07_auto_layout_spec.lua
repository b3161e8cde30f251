-- scripts/examples/07-auto-layout.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 07-auto-layout', function()
  it('prints what 07-auto-layout.expected holds', function()
    assertPrintsExpected('07-auto-layout')
  end)
end)
