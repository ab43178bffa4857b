import { describe, expect, it } from 'vitest';
import {
  EMPTY_SALON_DETAILS,
  locationAddress,
  PRODUCT_NAME,
  SALON_DETAIL_MARKERS,
  type SalonDetails,
  salonAddress,
  salonDisplayName,
  salonLocationLine,
  salonOpeningHours,
  substituteSalonDetails,
  telHref,
} from './salon.js';

const lotus: SalonDetails = {
  name: 'Lotus Hair',
  tagline: 'Cuts that last',
  addressEn: '12 Le Loi, District 1',
  addressVi: '12 Lê Lợi, Quận 1',
  phone: '+84 28 3822 1234',
  email: 'hello@lotus.example',
  openingHoursEn: 'Mon–Sat 9:00–19:00',
  openingHoursVi: 'Thứ 2–Thứ 7 9:00–19:00',
  logo: '/uploads/logo.png',
  emailSenderName: 'Lotus Hair',
};

describe("the salon's name", () => {
  it('is the one the admin saved, trimmed, or the product’s until then', () => {
    expect(salonDisplayName({ name: ' Lotus Hair ' })).toBe('Lotus Hair');
    expect(salonDisplayName({ name: '' })).toBe(PRODUCT_NAME);
    expect(salonDisplayName({ name: '   ' })).toBe('HairSalon');
  });

  it('starts empty: a new database has saved nothing', () => {
    expect(EMPTY_SALON_DETAILS).toEqual({
      name: '',
      tagline: '',
      addressEn: '',
      addressVi: '',
      phone: '',
      email: '',
      openingHoursEn: '',
      openingHoursVi: '',
      logo: null,
      emailSenderName: '',
    });
  });
});

describe("the salon's address and opening hours in a language", () => {
  it('are the language’s own, falling back to the other when only one was written, trimmed', () => {
    expect(salonAddress(lotus, 'en')).toBe('12 Le Loi, District 1');
    expect(salonAddress(lotus, 'vi')).toBe('12 Lê Lợi, Quận 1');
    expect(salonAddress({ addressEn: ' 12 Le Loi ', addressVi: '' }, 'vi')).toBe('12 Le Loi');
    expect(salonAddress({ addressEn: '', addressVi: ' 12 Lê Lợi ' }, 'en')).toBe('12 Lê Lợi');
    expect(salonAddress({ addressEn: '', addressVi: '' }, 'en')).toBe('');
    expect(salonOpeningHours(lotus, 'en')).toBe('Mon–Sat 9:00–19:00');
    expect(salonOpeningHours(lotus, 'vi')).toBe('Thứ 2–Thứ 7 9:00–19:00');
    expect(salonOpeningHours({ openingHoursEn: 'Daily 9–7 ', openingHoursVi: '' }, 'vi')).toBe('Daily 9–7');
    expect(salonOpeningHours({ openingHoursEn: '', openingHoursVi: ' Hằng ngày' }, 'en')).toBe('Hằng ngày');
  });

  it('make the calendar event’s place: the name, then the address when there is one', () => {
    expect(salonLocationLine(lotus, 'vi')).toBe('Lotus Hair, 12 Lê Lợi, Quận 1');
    expect(salonLocationLine({ ...lotus, addressEn: '', addressVi: '' }, 'en')).toBe('Lotus Hair');
    expect(salonLocationLine({ ...EMPTY_SALON_DETAILS, addressEn: '5 Hai Ba Trung' }, 'en')).toBe('HairSalon, 5 Hai Ba Trung');
  });

  it('of a location: the Vietnamese one in Vietnamese when written, else the one address, trimmed', () => {
    expect(locationAddress({ address: '1 George St, Sydney', addressVi: null }, 'vi')).toBe('1 George St, Sydney');
    expect(locationAddress({ address: '12 Le Loi', addressVi: '12 Lê Lợi ' }, 'vi')).toBe('12 Lê Lợi');
    expect(locationAddress({ address: ' 12 Le Loi', addressVi: '12 Lê Lợi' }, 'en')).toBe('12 Le Loi');
    expect(locationAddress({ address: '', addressVi: '12 Lê Lợi' }, 'en')).toBe('12 Lê Lợi');
  });
});

describe('a phone link', () => {
  it('dials the digits and a leading plus only', () => {
    expect(telHref('+84 28 3822 1234')).toBe('tel:+842838221234');
    expect(telHref('(028) 3822-1234')).toBe('tel:02838221234');
  });

  it('keeps the prerendered pages’ stand-in whole, for the server to replace', () => {
    expect(telHref(SALON_DETAIL_MARKERS.phone)).toBe('tel:xsalonx-phone-x');
  });
});

describe('a prerendered page served with the salon’s details', () => {
  const m = SALON_DETAIL_MARKERS;
  const page = [
    `<title>${m.name}</title><p>${m.tagline}</p>`,
    `<a href="tel:${m.phone}">${m.phone}</a><a href="mailto:${m.email}">${m.email}</a>`,
    `<address lang="en">${m.addressEn}</address><address lang="vi">${m.addressVi}</address>`,
    `<p>${m.openingHoursEn}</p><p>${m.openingHoursVi}</p><footer>${m.name}</footer>`,
  ].join('');

  it('shows every detail in place of its stand-in, everywhere it stands', () => {
    expect(substituteSalonDetails(page, lotus)).toBe(
      [
        '<title>Lotus Hair</title><p>Cuts that last</p>',
        '<a href="tel:+842838221234">+84 28 3822 1234</a><a href="mailto:hello@lotus.example">hello@lotus.example</a>',
        '<address lang="en">12 Le Loi, District 1</address><address lang="vi">12 Lê Lợi, Quận 1</address>',
        '<p>Mon–Sat 9:00–19:00</p><p>Thứ 2–Thứ 7 9:00–19:00</p><footer>Lotus Hair</footer>',
      ].join(''),
    );
  });

  it('escapes what the admin wrote, so it is text and never markup', () => {
    const out = substituteSalonDetails(page, { ...lotus, name: `Tom & Jerry's <b>"Cuts"</b>` });
    expect(out).toContain('<title>Tom &amp; Jerry&#39;s &lt;b&gt;&quot;Cuts&quot;&lt;/b&gt;</title>');
    expect(out).not.toContain('<b>');
  });

  it('falls back as the pages do: the product’s name, the other language’s address and hours', () => {
    const out = substituteSalonDetails(page, { ...EMPTY_SALON_DETAILS, addressEn: '5 Hai Ba Trung', openingHoursVi: 'Hằng ngày' });
    expect(out).toContain('<title>HairSalon</title>');
    expect(out).toContain('<address lang="vi">5 Hai Ba Trung</address>');
    expect(out).toContain('<p>Hằng ngày</p><p>Hằng ngày</p>');
    expect(out).not.toContain('xsalonx');
  });

  it('has a stand-in for each detail that no real page contains, each different', () => {
    const markers = Object.entries(SALON_DETAIL_MARKERS).filter(([key]) => key !== 'logo' && key !== 'emailSenderName');
    expect(markers.map(([, value]) => value)).toEqual([
      'xsalonx-name-x',
      'xsalonx-tagline-x',
      'xsalonx-address-en-x',
      'xsalonx-address-vi-x',
      'xsalonx-phone-x',
      'xsalonx-email-x',
      'xsalonx-hours-en-x',
      'xsalonx-hours-vi-x',
    ]);
    expect(SALON_DETAIL_MARKERS).toMatchObject({ logo: null, emailSenderName: '' });
  });
});
