export { SideMenuDownload } from './side-menu-download';
export const loadDownloadPage = () => import('./download-page').then((m) => ({ Component: m.DownloadPage }));
