// The browsable API page (issue 19 item 4): operations from the OpenAPI document, filtered, each
// with its parameters and schemas; Chinese chrome; super users only.
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { url } from '../../test/console-paths.ts';
import { tenantAdmin } from '../../test/console-users.ts';
import { signedInBeacon } from '../../test/real-beacon.ts';
import { network } from '../../test/network.ts';
import { currentUrl, renderApp } from '../../test/render-app.tsx';
import type { OpenApiDocument } from './api-docs.api.ts';

const DOCUMENT: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'Beacon console API', version: '1' },
  paths: {
    '/pulsar-manager/users/userInfo': {
      get: {
        responses: {
          '200': {
            description: 'Default Response',
            content: {
              'application/json': {
                schema: { type: 'object', properties: { userName: { type: 'string' } } },
              },
            },
          },
        },
      },
    },
    '/pulsar-manager/access/{userName}': {
      get: {
        parameters: [{ name: 'userName', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'Default Response' } },
      },
    },
    '/pulsar-manager/login': {
      post: {
        requestBody: {
          content: { 'application/json': { schema: { type: 'object', required: ['username', 'password'] } } },
        },
        responses: { '200': { description: 'Default Response' } },
      },
    },
  },
};

function serveDocument() {
  network.use(http.get(url('/openapi.json'), () => HttpResponse.json(DOCUMENT)));
}

describe('API page', () => {
  it('lists every operation, filters them, and opens one with its parameters and schemas', async () => {
    await signedInBeacon();
    serveDocument();
    const { user } = renderApp('/api-docs');

    expect(await screen.findByRole('heading', { level: 1, name: 'API' })).toBeInTheDocument();
    expect(await screen.findByText('3 of 3 operations')).toBeInTheDocument();
    expect(screen.getByText('/pulsar-manager/access/{userName}')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Filter by method or path' }), 'post');
    expect(await screen.findByText('1 of 3 operations')).toBeInTheDocument();
    expect(screen.queryByText('/pulsar-manager/users/userInfo')).not.toBeInTheDocument();
    await user.click(screen.getByText('/pulsar-manager/login'));
    expect(await screen.findByText('Request body')).toBeInTheDocument();
    expect(screen.getByText(/"required": \[/)).toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Filter by method or path' }));
    await user.click(screen.getByText('/pulsar-manager/access/{userName}'));
    expect(await screen.findByRole('cell', { name: 'userName' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'path' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('language', 'zh');
    try {
      await signedInBeacon();
      serveDocument();
      renderApp('/api-docs');
      expect(await screen.findByText('共 3 个操作，显示 3 个')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: '按方法或路径筛选' })).toBeInTheDocument();
    } finally {
      localStorage.removeItem('language');
    }
  });

  it('says a failure to load the document', async () => {
    await signedInBeacon();
    network.use(
      http.get(url('/openapi.json'), () => HttpResponse.json({ message: 'boom' }, { status: 503 })),
    );
    renderApp('/api-docs');
    expect(await screen.findByText('Could not load the API document')).toBeInTheDocument();
  });

  it('is not for tenant admins', async () => {
    await signedInBeacon(tenantAdmin);
    renderApp('/api-docs');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/401?noGoBack=true');
  });
});
