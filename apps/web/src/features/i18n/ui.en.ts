import { backOfficeEn } from './ui.back-office.en';

/**
 * The web app's own texts (labels, headings, buttons, links) in English: the spec's words, word for word. The
 * spec's messages (validation, toasts, errors) are not here: they are packages/shared's `messages`. Screens move
 * their texts here one area at a time (docs/decisions/011-two-languages.md); ui.vi.ts must follow key for key.
 */
export const uiEn = {
  common: {
    loading: 'Loading',
    language: 'Language',
    switchTo: { en: 'Switch to English', vi: 'Switch to Vietnamese' },
  },
  header: {
    home: (brand: string) => `${brand} home`,
    mainNavigation: 'Main',
    services: 'Services',
    about: 'About',
    contact: 'Contact',
    login: 'Login',
    hello: (lastName: string) => `Hello, ${lastName}`,
    points: (points: number) => `${points} points`,
    pointsLoading: '… points',
    accountMenu: 'Account menu',
    account: 'Account',
    viewProfile: 'View Profile',
    viewBooking: 'View Booking',
    logout: 'Logout',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  sidebar: {
    toggle: 'Toggle sidebar',
    navigation: (title: string) => `${title} navigation`,
    logout: 'Logout',
  },
  login: {
    title: 'Sign In',
    email: 'Email',
    password: 'Password',
    submit: 'Sign In',
    noAccount: "Don't have an account?",
    signUp: 'Sign Up',
    forgotPassword: 'Forgot password?',
  },
  backOffice: backOfficeEn,
} as const;
