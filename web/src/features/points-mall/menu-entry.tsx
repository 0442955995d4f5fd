import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { selectFlag } from '../../shared/system/system-selectors';
import { useAppSelector } from '../../shared/store/hooks';

/** The side menu's (and the phone drawer's) way to the points mall, shown only where the site has it (PTSYS3). */
export function PointsMallMenuEntry() {
  const { t } = useTranslation();
  const on = useAppSelector(selectFlag('PTSYS3'));
  if (!on) return null;
  return (
    <li>
      <NavLink to="/pointMall" className="side-menu__item">
        <Coins aria-hidden="true" size={18} /> <span className="side-menu__text">{t('routes.sections.pointMall')}</span>
      </NavLink>
    </li>
  );
}
