-- Each worker runs its files on --device too.
it('b runs on the iPad', function() assert.are.equal('iPad (9th generation)', Simulator.device) end)
