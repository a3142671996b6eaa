import { render, screen } from '@testing-library/react';
import { FileDownloadButton } from './file-download-button';

describe('FileDownloadButton', () => {
  it('is named for the file it downloads', () => {
    render(<FileDownloadButton file={{ id: 3, name: '同意书.pdf' }} />);
    expect(screen.getByRole('button', { name: '下载 同意书.pdf' })).toBeInTheDocument();
  });
});
