import type { ProcedureOutput } from './trpc';

/** Sample salon data for component tests, shaped exactly like the router outputs. */
export type MockService = ProcedureOutput<'service.list'>[number];
export type MockStylist = ProcedureOutput<'stylist.list'>[number];
/** A user as the mocks keep one: where a stylist or staff member works beside the profile (issue 24). */
export type MockUser = ProcedureOutput<'user.getById'> & { locationId?: number | null };
export type MockFeedback = ProcedureOutput<'feedback.listByService'>['items'][number];
export type MockMe = ProcedureOutput<'auth.me'>;

const at = (iso: string) => new Date(iso).toISOString();

export const sampleServices: MockService[] = [
  {
    id: 1,
    name: 'Haircut & Styling',
    description: 'A consultation, a precision cut tailored to your face shape, and a finish styled the way you like to wear it.',
    nameVi: 'Cắt & tạo kiểu tóc',
    descriptionVi: 'Tư vấn, cắt tóc chính xác theo khuôn mặt của bạn và tạo kiểu hoàn thiện theo cách bạn thích.',
    price: 25,
    durationMinutes: 60,
    bufferMinutes: 0,
    image: '/images/services/haircut.svg',
    locations: [],
    createdAt: at('2026-01-05T03:00:00Z'),
    updatedAt: at('2026-02-10T03:00:00Z'),
  },
  {
    id: 2,
    name: 'Beard Trim & Shape',
    description: 'Clipper and scissor work to shape your beard, a hot towel, and a line-up with a straight razor.',
    nameVi: 'Tỉa & tạo dáng râu',
    descriptionVi: 'Tạo dáng râu bằng tông đơ và kéo, khăn nóng và viền sắc nét bằng dao cạo.',
    price: 12,
    durationMinutes: 60,
    bufferMinutes: 0,
    image: '/images/services/beard.svg',
    locations: [],
    createdAt: at('2026-01-05T03:00:00Z'),
    updatedAt: at('2026-01-05T03:00:00Z'),
  },
  {
    id: 3,
    name: 'Color Treatment',
    description: 'Full colour, root touch-up or highlights with ammonia-free dyes, finished with a gloss for shine.',
    nameVi: 'Nhuộm màu',
    descriptionVi: 'Nhuộm toàn bộ, dặm chân tóc hoặc highlight bằng thuốc nhuộm không amoniac, phủ bóng cho tóc óng ả.',
    price: 60,
    durationMinutes: 120,
    bufferMinutes: 30,
    image: '/images/services/color.svg',
    locations: [],
    createdAt: at('2026-01-06T03:00:00Z'),
    updatedAt: at('2026-01-06T03:00:00Z'),
  },
  {
    id: 4,
    name: 'Scalp Care Therapy',
    description: 'A deep-cleansing scalp treatment with massage.',
    // Not yet translated: Vietnamese readers see the English.
    nameVi: null,
    descriptionVi: null,
    price: 35,
    durationMinutes: 60,
    bufferMinutes: 0,
    image: '/images/services/scalp.svg',
    locations: [],
    createdAt: at('2026-01-07T03:00:00Z'),
    updatedAt: at('2026-01-07T03:00:00Z'),
  },
];

export const sampleStylists: MockStylist[] = [
  {
    id: 11,
    firstName: 'Minh',
    lastName: 'Nguyen',
    gender: 'Male',
    image: '/images/stylists/stylist-1.svg',
    roleId: 'R3',
    locationId: 1,
    status: 'Active',
    positionId: 'P2',
    email: 'stylist@hairsalon.local',
    phoneNumber: '901234567',
    salaryData: { SalaryId: 1, BaseSalary: 500, Bonuses: 50, TotalSalary: 550, Month: 1, Year: 2026, PaidOn: at('2026-02-01T03:00:00Z') },
  },
  {
    id: 12,
    firstName: 'Lan',
    lastName: 'Tran',
    gender: 'Female',
    image: '/images/stylists/stylist-2.svg',
    roleId: 'R3',
    locationId: 1,
    status: 'Active',
    positionId: 'P1',
    email: 'lan.tran@hairsalon.local',
    phoneNumber: '902345678',
    salaryData: { SalaryId: 2, BaseSalary: 400, Bonuses: 0, TotalSalary: 400, Month: 2, Year: 2026, PaidOn: null },
  },
  {
    id: 13,
    firstName: 'Huy',
    lastName: 'Pham',
    gender: 'Male',
    image: '/images/stylists/stylist-3.svg',
    roleId: 'R3',
    locationId: 1,
    status: 'Active',
    positionId: 'P1',
    email: 'huy.pham@hairsalon.local',
    phoneNumber: '903456789',
    salaryData: null,
  },
  {
    id: 14,
    firstName: 'Mai',
    lastName: 'Le',
    gender: 'Female',
    image: '/images/stylists/stylist-4.svg',
    roleId: 'R3',
    locationId: 1,
    status: 'Active',
    positionId: 'P0',
    email: 'mai.le@hairsalon.local',
    phoneNumber: '904567890',
    salaryData: null,
  },
];

const FIRST_NAMES = ['An', 'Binh', 'Chi', 'Dung', 'Giang', 'Hanh', 'Khoa', 'Linh', 'My', 'Nam', 'Oanh', 'Phuc', 'Quang', 'Thao'];
const LAST_NAMES = ['Vo', 'Do', 'Hoang', 'Bui', 'Dang', 'Ngo', 'Ly', 'Truong', 'Phan', 'Vu', 'Ha', 'Duong', 'Lam', 'Mai'];

function sampleUser(index: number): MockUser {
  const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'An';
  const lastName = LAST_NAMES[index % LAST_NAMES.length] ?? 'Vo';
  return {
    id: 100 + index,
    email: `${firstName}.${lastName}.${index}@example.com`.toLowerCase(),
    firstName,
    lastName,
    gender: index % 2 === 0 ? 'Female' : 'Male',
    address: `${10 + index} Nguyen Hue, District 1`,
    phoneNumber: `91${String(1000000 + index * 7919).slice(0, 7)}`,
    image: null,
    points: (index * 5) % 45,
    status: index === 1 ? 'Inactive' : 'Active',
    // A staff member and a stylist among the customers, as the admin's list shows them.
    roleId: index === 2 ? 'R1' : index === 3 ? 'R3' : 'R4',
    createdAt: at('2026-01-01T03:00:00Z'),
    updatedAt: at('2026-01-01T03:00:00Z'),
  };
}

/** Fourteen non-admin users: two pages of the admin's list. */
export const sampleUsers: MockUser[] = Array.from({ length: 14 }, (_, i) => sampleUser(i));

export const sampleMe: MockMe = {
  ...sampleUser(0),
  locationId: null,
  id: 7,
  email: 'customer@hairsalon.local',
  firstName: 'An',
  lastName: 'Vo',
  phoneNumber: '912345678',
  address: '12 Nguyen Hue, District 1',
  points: 40,
};

const COMMENTS: [number, string][] = [
  [5, 'Best haircut I have had in years, very attentive stylist.'],
  [4, 'Great result and friendly staff, a short wait at the start.'],
  [5, 'Relaxing and professional. I will definitely come back.'],
  [3, 'Good service but the salon was busy that afternoon.'],
  [5, 'Exactly the style I asked for, thank you!'],
  [4, 'Clean salon, fair prices and a lovely head massage.'],
];

/** Service 1's feedback, newest first: two pages of four. */
export const sampleFeedback: Record<number, MockFeedback[]> = {
  1: COMMENTS.map(([rating, comment], i) => ({
    id: 50 - i,
    firstName: FIRST_NAMES[i] ?? 'An',
    lastName: LAST_NAMES[i] ?? 'Vo',
    rating,
    comment,
    createdAt: at(`2026-03-${String(20 - i * 2).padStart(2, '0')}T05:00:00Z`),
  })),
};

/** The mutable store the handlers read and write; `resetMockData()` puts the samples back. */
export const mockDb = {
  services: [] as MockService[],
  stylists: [] as MockStylist[],
  users: [] as MockUser[],
  me: sampleMe,
  nextId: 1000,
};

export function resetMockData(): void {
  mockDb.services = sampleServices.map((s) => ({ ...s }));
  mockDb.stylists = sampleStylists.map((s) => ({ ...s }));
  mockDb.users = sampleUsers.map((u) => ({ ...u }));
  mockDb.me = { ...sampleMe };
  mockDb.nextId = 1000;
}

resetMockData();
