// The caption fonts' faces, from the same Fontsource packages the render reads (contract caption-fonts.ts):
// captions are bold (Bebas Neue has its regular only).
import "@fontsource/inter/700.css";
import "@fontsource/roboto/700.css";
import "@fontsource/poppins/700.css";
import "@fontsource/montserrat/700.css";
import "@fontsource/bebas-neue/400.css";
import "@fontsource/oswald/700.css";
import "@fontsource/lora/700.css";
import "@fontsource/noto-sans-devanagari/700.css";
import "@fontsource/noto-sans-kannada/700.css";
import "@fontsource/noto-sans-tamil/700.css";
import "@fontsource/noto-sans-telugu/700.css";
