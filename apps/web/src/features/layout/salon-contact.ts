/** The salon's phone and email (footer, contact page); its address is a text of each language (ui.*.ts). */
export const SALON_CONTACT = {
  phone: '+84 28 3823 4567',
  email: 'hello@hairsalon.local',
} as const;
