/** /home is the same page as / (the same module: its component and loader); its canonical link points to / (see HomePage's Seo). */
export { default, getServerSideProps } from '@/pages/index';
