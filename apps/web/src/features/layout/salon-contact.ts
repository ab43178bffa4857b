/** The salon's public contact details (footer, contact page). */
export const SALON_CONTACT = {
  address: '123 Le Loi, District 1, Ho Chi Minh City',
  phone: '+84 28 3823 4567',
  email: 'hello@hairsalon.local',
} as const;
