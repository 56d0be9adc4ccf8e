// Apart from the start itself: the route reads it from the address on every page, and the start (with the
// deck it shuffles) loads only with MojoMe.

/** The address parameter of a start asked for before the app ran: `/mojo-me?start=new`. */
export const START_PARAMETER = { name: 'start', value: 'new' } as const
