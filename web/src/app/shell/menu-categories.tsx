import type { VendorCard, VendorLane } from '@portal/contracts';
import { Minus, Plus } from 'lucide-react';
import { createElement, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cardAction, categoryIcon, selectMenuLanes } from '../../features/games';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';

const ROUTE_OF: Partial<Record<VendorLane['title'], string>> = {
  ELOTT: '/elott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  COCKFIGHT: '/cockfight',
  INHOUSE: '/inhouse',
};

/**
 * Where a category's 'all' child goes: its landing route; the lottery, whose entry opens its partner's game
 * (spec 02, section 2), has the lottery page's lobby (/lottery without a game code) as its 'all'.
 */
const allOf = (title: VendorLane['title']) =>
  title === 'RNG' ? '/rng?all=1' : (ROUTE_OF[title] ?? (title === 'LOTT' ? '/lottery' : undefined));

/** One category per non-empty vendor lane, each with its vendors headed by 'all' (spec 01, 2.4; spec 02, section 2). */
export function MenuCategories() {
  const lanes = useAppSelector(selectMenuLanes);
  return (
    <>
      {lanes.map((lane) => (
        <MenuCategory key={lane.title} lane={lane} />
      ))}
    </>
  );
}

function MenuCategory({ lane }: { lane: VendorLane }) {
  const { t } = useTranslation(['common', 'games']);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const route = ROUTE_OF[lane.title];
  const all = allOf(lane.title);
  const openCard = (card: VendorCard) => dispatch(cardAction(card));
  const label = t(`games:categories.${lane.title}`);
  const icon = createElement(categoryIcon(lane.title), { 'aria-hidden': true, size: 18 });
  return (
    <li data-category={lane.title}>
      <div className="side-menu__row">
        {route ? (
          <NavLink to={route} className="side-menu__item">
            {icon} <span className="side-menu__text">{label}</span>
          </NavLink>
        ) : (
          // The lottery entry opens the lottery partner's game directly (spec 02, section 2).
          <button type="button" className="side-menu__item" onClick={() => lane.cards[0] && openCard(lane.cards[0])}>
            {icon} <span className="side-menu__text">{label}</span>
          </button>
        )}
        <button
          type="button"
          className="side-menu__expand"
          aria-expanded={open}
          aria-label={t('menu.vendorsOf', { category: label })}
          onClick={() => setOpen(!open)}
        >
          {open ? <Minus aria-hidden="true" size={16} /> : <Plus aria-hidden="true" size={16} />}
        </button>
      </div>
      {open && (
        <ul className="side-menu__sub">
          {all && (
            <li>
              <NavLink to={all} className="side-menu__subitem">
                {t('games:all')}
              </NavLink>
            </li>
          )}
          {lane.cards.slice(0, 12).map((card) => (
            <li key={`${card.vassalage}-${card.nodeId ?? ''}`}>
              <button type="button" className="side-menu__subitem" onClick={() => openCard(card)}>
                {card.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
