import { describe, expect, it } from 'vitest';
import { serviceAtLocation } from './service-location.js';

describe('a service at a location', () => {
  const cut = { id: 1, price: 20, locations: [] };
  const colour = {
    id: 2,
    price: 40,
    locations: [
      { locationId: 2, price: 55.5 },
      { locationId: 3, price: null },
    ],
  };

  it('is offered everywhere at its own price when it lists no location', () => {
    expect(serviceAtLocation(cut, 1)).toBe(cut);
    expect(serviceAtLocation(cut, 99)?.price).toBe(20);
  });

  it('is offered only where it is listed, at that location’s price or its own', () => {
    expect(serviceAtLocation(colour, 1)).toBeUndefined();
    expect(serviceAtLocation(colour, 2)?.price).toBe(55.5);
    expect(serviceAtLocation(colour, 3)?.price).toBe(40);
    // The service itself is left as it was.
    expect(colour.price).toBe(40);
  });
});
