import type { CatalogueOf, SameArity } from '@hairsalon/shared';
import { backOfficeVi } from './ui.back-office.vi';
import type { uiEn } from './ui.en';

/** The web app's own texts in Vietnamese: same keys and parameters as ui.en.ts, or the typecheck fails. */
export const uiVi = {
  common: {
    loading: 'Đang tải',
    language: 'Ngôn ngữ',
    switchTo: { en: 'Chuyển sang tiếng Anh', vi: 'Chuyển sang tiếng Việt' },
  },
  header: {
    home: (brand: string) => `Trang chủ ${brand}`,
    mainNavigation: 'Điều hướng chính',
    services: 'Dịch vụ',
    about: 'Giới thiệu',
    contact: 'Liên hệ',
    login: 'Đăng nhập',
    hello: (lastName: string) => `Xin chào, ${lastName}`,
    points: (points: number) => `${points} điểm`,
    pointsLoading: '… điểm',
    accountMenu: 'Menu tài khoản',
    account: 'Tài khoản',
    viewProfile: 'Xem hồ sơ',
    viewBooking: 'Xem lịch hẹn',
    logout: 'Đăng xuất',
    openMenu: 'Mở menu',
    closeMenu: 'Đóng menu',
  },
  sidebar: {
    toggle: 'Thu gọn hoặc mở rộng thanh bên',
    navigation: (title: string) => `Điều hướng ${title}`,
    logout: 'Đăng xuất',
  },
  login: {
    title: 'Đăng nhập',
    email: 'Email',
    password: 'Mật khẩu',
    submit: 'Đăng nhập',
    noAccount: 'Chưa có tài khoản?',
    signUp: 'Đăng ký',
    forgotPassword: 'Quên mật khẩu?',
  },
  backOffice: backOfficeVi,
} satisfies CatalogueOf<typeof uiEn>;

/** Fails the typecheck when a Vietnamese text takes fewer parameters than its English one. */
const sameParameters: SameArity<typeof uiVi, typeof uiEn> = true;
void sameParameters;
