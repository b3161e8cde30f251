-- scripts/examples/06-rotation.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 06-rotation', function()
  it('prints what 06-rotation.expected holds', function()
    assertPrintsExpected('06-rotation')
  end)
end)
