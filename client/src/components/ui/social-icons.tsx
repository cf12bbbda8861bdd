import type { SVGProps } from "react";

type IconProps = SVGProps<SVGSVGElement>;

/** Brand marks drawn simply (the icon set has none); 24 px, in the current text colour. */
const base: IconProps = { width: 24, height: 24, viewBox: "0 0 24 24", "aria-hidden": true, focusable: false };

export const FacebookIcon = (props: IconProps) => (
  <svg {...base} fill="currentColor" {...props}>
    <path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V9c0-.6.4-1 1-1z" />
  </svg>
);

export const TwitterIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" {...props}>
    <path d="M4 4l16 16M20 4L4 20" />
  </svg>
);

export const InstagramIcon = (props: IconProps) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
  </svg>
);

export const LinkedInIcon = (props: IconProps) => (
  <svg {...base} fill="currentColor" {...props}>
    <path d="M5 9h3v11H5zM6.5 4.5a1.75 1.75 0 110 3.5 1.75 1.75 0 010-3.5zM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3 0 3.6 2 3.6 4.6V20h-3v-5.8c0-1.4-.1-3-1.9-3s-2.1 1.4-2.1 2.9V20h-3z" />
  </svg>
);
