import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderRoutes } from '../test/render.tsx';
import { QueryStates, type StatefulQuery } from './query-states.tsx';

const labels = { loadingLabel: 'กำลังโหลด…', errorTitle: 'โหลดรายการไม่สำเร็จ', retryLabel: 'ลองใหม่' };

function query(state: Partial<StatefulQuery>): StatefulQuery {
  return {
    isPending: false,
    isError: false,
    isSuccess: false,
    isFetching: false,
    error: null,
    refetch: vi.fn(),
    ...state,
  };
}

function show(element: React.ReactElement) {
  renderRoutes([{ path: '/', element }], '/');
}

describe('the states of a list', () => {
  it('names its spinner while the first answer is awaited, unless the page holds the query back', () => {
    show(<QueryStates query={query({ isPending: true })} {...labels} />);
    expect(screen.getByLabelText('กำลังโหลด…')).toBeInTheDocument();
  });

  it('shows no spinner for a query the page has not enabled', () => {
    show(<QueryStates query={query({ isPending: true })} {...labels} enabled={false} />);
    expect(screen.queryByLabelText('กำลังโหลด…')).toBeNull();
  });

  it('says why it failed and fetches again on retry', () => {
    const failed = query({
      isError: true,
      error: new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', errorMessage: null, method: 'GET', url: '/api/x' }),
    });
    show(<QueryStates query={failed} {...labels} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('โหลดรายการไม่สำเร็จ');
    expect(alert).toHaveTextContent('ไม่สามารถเชื่อมต่อเครือข่ายได้');
    fireEvent.click(screen.getByRole('button', { name: 'ลองใหม่' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty line only when the answer came and holds nothing', () => {
    show(<QueryStates query={query({ isSuccess: true })} {...labels} isEmpty empty="ไม่พบรายการ" />);
    expect(screen.getByText('ไม่พบรายการ')).toBeInTheDocument();
  });

  it('renders nothing once there are rows to show', () => {
    show(
      <main aria-label="หน้า">
        <QueryStates query={query({ isSuccess: true })} {...labels} isEmpty={false} empty="ไม่พบรายการ" />
      </main>,
    );
    expect(screen.getByRole('main')).toBeEmptyDOMElement();
  });
});
