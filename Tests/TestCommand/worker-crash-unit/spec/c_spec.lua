it('c runs', function() end)
