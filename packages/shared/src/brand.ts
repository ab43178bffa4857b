/**
 * The salon's one brand colour: filled buttons, links and accents on the site (the theme's primary shade) and
 * the header band and buttons of every email. White text on it has a contrast ratio of 5.8:1 (WCAG AA).
 */
export const BRAND_COLOR = '#9c36b5';
