-- scripts/examples/02-controller-view.lua, run as luaui run runs it, prints its .expected.
local assertPrintsExpected = dofile(debug.getinfo(1, 'S').source:match('^@(.*/)') .. 'example_output.lua')

describe('the example 02-controller-view', function()
  it('prints what 02-controller-view.expected holds', function()
    assertPrintsExpected('02-controller-view')
  end)
end)
