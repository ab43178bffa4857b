/**
 * The theme's fonts, self-hosted: only the weights the app uses. Each file declares every subset with its
 * unicode-range, so a browser downloads only the subsets a page needs (latin, plus vietnamese for its messages).
 */
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/playfair-display/700.css';
