it('g runs', function() end)
