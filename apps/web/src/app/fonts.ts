// Sarabun ships with the app (no font CDN). The per-weight stylesheets declare each file's
// unicode-range, so the browser downloads only the Thai and Latin files a page really uses.
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/sarabun/700.css';
