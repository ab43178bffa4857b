/** Below Mantine's `sm` breakpoint (48em = 768 px): the phone layouts (burger menu, booking cards). */
export const PHONE_QUERY = '(max-width: 47.99em)';
