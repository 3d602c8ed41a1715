import { useAppDispatch, useAppSelector, useSignedOut } from '@shop/shop-state';
import { useGetTillRegistersQuery } from '../../registers/registers.api';
import { selectTillRegisterId, tillRegisterChosen } from './till-register.slice';

/** How often the till asks whether its drawer is still open (a manager may close it elsewhere). */
const DRAWER_POLL_MS = 60_000;

/**
 * The till's register and its open session (docs/product/registers.md): the registers in use,
 * the one this browser chose (null until chosen, or once it is retired), and a way to choose.
 */
export function useTillRegister() {
  const dispatch = useAppDispatch();
  const chosenId = useAppSelector(selectTillRegisterId);
  const query = useGetTillRegistersQuery(undefined, {
    skip: useSignedOut(),
    pollingInterval: DRAWER_POLL_MS,
  });
  const registers = query.data?.registers ?? [];
  const register = registers.find((candidate) => candidate.id === chosenId) ?? null;
  return {
    registers,
    register,
    session: register?.open_session ?? null,
    isLoading: query.isLoading,
    isError: query.isError && !query.data,
    refetch: query.refetch,
    choose: (id: number | null) => dispatch(tillRegisterChosen(id)),
  };
}
