import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/index.ts';
import type { LocationActionData, LocationLoaderData } from './location-data.ts';
import { useSession } from '../account/session.ts';
import type { Address } from '../account/types.ts';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/drawer.tsx';
import { PinIcon } from '../ui/icons.tsx';
import { useToast } from '../ui/toast.tsx';
import { PincodeForm } from './pincode-form.tsx';

/** Spec §2, §6: signed-in visitors see their first 5 saved addresses. */
const ADDRESS_LIMIT = 5;

type Props = {
  open: boolean;
  onClose: () => void;
  /** Guests: open the login drawer, then come back here. */
  onLogin: () => void;
  onAddAddress: () => void;
  onEditAddress: (address: Address) => void;
};

/** 'Choose your location': the PIN code field, then saved addresses or 'Login to View Addresses'. */
export function PincodeDrawer({ open, onClose, onLogin, onAddAddress, onEditAddress }: Props) {
  const t = useT();
  return (
    <Drawer open={open} onClose={onClose} title={t('account.pin.title')}>
      {open ? <PincodeDrawerBody onClose={onClose} onLogin={onLogin} onAddAddress={onAddAddress} onEditAddress={onEditAddress} /> : null}
    </Drawer>
  );
}

function PincodeDrawerBody({ onClose, onLogin, onAddAddress, onEditAddress }: Omit<Props, 'open'>) {
  const t = useT();
  const toast = useToast();
  const { user, location } = useSession();
  const list = useFetcher<LocationLoaderData>();
  const pickFetcher = useFetcher<LocationActionData>();
  const picking = pickFetcher.state !== 'idle' ? Number(pickFetcher.formData?.get('addressId')) : null;
  const addresses = list.data?.addresses ?? null;

  // The saved addresses are read when the drawer opens (the /location loader).
  const load = useRef(list.load);
  load.current = list.load;
  useEffect(() => {
    if (user) void load.current('/location');
  }, [user]);

  // A picked address's pincode, stored by the /location action: close, or say why it cannot be chosen.
  const picked = pickFetcher.state === 'idle' ? pickFetcher.data : undefined;
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!picked) return;
    if (picked.ok) closeRef.current();
    else toast.show(picked.message || t('account.pin.failed'), 'error');
  }, [picked, toast, t]);

  function pick(address: Address) {
    void pickFetcher.submit(
      { intent: 'set-pincode', pincode: String(address.pincode), addressId: String(address.id) },
      { method: 'post', action: '/location' },
    );
  }

  return (
    <div className="pin-drawer">
      <p className="small">{t('account.pin.intro')}</p>
      <PincodeForm current={location} onSelected={onClose} autoFocus />
      <div className="or-line" aria-hidden="true">
        <span>{t('account.pin.or')}</span>
      </div>
      {user ? (
        <section aria-labelledby="saved-addresses">
          <h3 id="saved-addresses">{t('account.pin.saved')}</h3>
          {list.state !== 'idle' || addresses === null ? (
            <p className="small">{t('account.pin.loadingAddresses')}</p>
          ) : addresses.length === 0 ? (
            <p className="small">{t('account.pin.noAddresses')}</p>
          ) : (
            <ul className="address-list">
              {addresses.slice(0, ADDRESS_LIMIT).map((address) => (
                <li key={address.id} className="address-item">
                  <button
                    type="button"
                    className="address-card"
                    onClick={() => pick(address)}
                    aria-busy={picking === address.id || undefined}
                    disabled={picking !== null}
                  >
                    <PinIcon size="sm" />
                    <span>
                      <strong>{address.contactName}</strong>
                      <span className="small">
                        {[address.flatNumber, address.streetName, address.landmark, address.cityName].filter(Boolean).join(', ')} –{' '}
                        {address.pincode}
                      </span>
                    </span>
                  </button>
                  <button
                    type="button"
                    className="link-btn address-item__edit"
                    onClick={() => onEditAddress(address)}
                    aria-label={t('account.pin.editAddress', { name: address.contactName })}
                  >
                    {t('account.pin.edit')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="outlined" block onClick={onAddAddress}>
            {t('account.pin.addAddress')}
          </Button>
        </section>
      ) : (
        <Button variant="outlined" block onClick={onLogin}>
          {t('account.pin.loginToView')}
        </Button>
      )}
    </div>
  );
}

/** The default export: a lazy import names the module only (fewer bytes in the page's first-load script). */
export default PincodeDrawer;
